import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { CarbonProject } from '../../api/endpoints/carbon';
import { t } from '../../i18n/t';

/**
 * The project's image as a data URL (the API sends SVG or raster images base64-encoded).
 * @internal Exported for its unit test.
 */
export function projectImage(p: CarbonProject): string {
  const svg = p.imageBase64.startsWith('PH') || p.imageBase64.startsWith('PD');
  return `data:${svg ? 'image/svg+xml' : 'image/png'};base64,${p.imageBase64}`;
}

/**
 * A project card (spec section 2): name, location, image, description, More Info and Select. The
 * buttons are described by the project's name, so a screen reader hears which project they act on.
 */
export function ProjectCard({
  project,
  selected,
  onSelect,
  onMoreInfo,
}: {
  project: CarbonProject;
  selected: boolean;
  onSelect(): void;
  onMoreInfo(): void;
}) {
  const nameId = useId();
  return (
    <Paper
      component="li"
      variant="outlined"
      data-testid="carbon-project"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderWidth: 2,
        borderColor: selected ? 'primary.main' : 'divider',
      }}
    >
      <Box
        component="img"
        src={projectImage(project)}
        alt=""
        sx={{
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          display: 'block',
          bgcolor: 'grey.100',
        }}
      />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography id={nameId} component="h3" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
          {project.name}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('carbon.location', { location: project.location })}
        </Typography>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {project.discription}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
          <Button variant="outlined" onClick={onMoreInfo} aria-describedby={nameId}>
            {t('carbon.moreInfo')}
          </Button>
          <Button
            variant={selected ? 'contained' : 'outlined'}
            onClick={onSelect}
            aria-pressed={selected}
            aria-describedby={nameId}
          >
            {selected ? t('carbon.selected') : t('carbon.select')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
