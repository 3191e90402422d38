import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { CarbonProject } from '../../api/endpoints/carbon';
import { t } from '../../i18n/t';

/** The More Info modal: the project's overview, with Select and Close. */
export function ProjectInfoDialog({
  project,
  onClose,
  onSelect,
}: {
  project: CarbonProject | null;
  onClose(): void;
  onSelect(project: CarbonProject): void;
}) {
  return (
    <Dialog
      open={project !== null}
      onClose={onClose}
      aria-labelledby="project-info-title"
      fullWidth
      maxWidth="sm"
    >
      {project && (
        <>
          <DialogTitle id="project-info-title" component="h2">
            {project.name}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('carbon.location', { location: project.location })}
            </Typography>
            {project.overview.split(/\n{2,}/).map((para, i) => (
              <Typography key={i} sx={{ mb: 1.5 }}>
                {para}
              </Typography>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('carbon.close')}</Button>
            <Button
              variant="contained"
              onClick={() => {
                onSelect(project);
                onClose();
              }}
            >
              {t('carbon.select')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
