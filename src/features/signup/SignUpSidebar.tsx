/**
 * The sections in the sidebar (spec section 2): each with its state and, once unlocked, a Change
 * button that opens it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../../i18n/t';
import { SECTION_TITLES, type SectionId, type SectionView } from './sections';

/** Props of {@link SignUpSidebar}. */
export interface SignUpSidebarProps {
  sections: readonly SectionView[];
  current: SectionId | undefined;
  onChange(id: SectionId): void;
}

/** The sidebar. */
export function SignUpSidebar({ sections, current, onChange }: SignUpSidebarProps) {
  return (
    <Box
      component="nav"
      aria-labelledby="signup-sections-title"
      sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2 }}
    >
      <Typography id="signup-sections-title" component="h2" variant="h6" sx={{ fontWeight: 600, mb: 1 }}>
        {t('signup.sidebar.title')}
      </Typography>
      <ol style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {sections.map((s, index) => {
          const title = t(SECTION_TITLES[s.id]);
          // Confirm & Switch asks nothing, so it is always "valid": it is never "Complete" before the
          // switch is (a householder read that as the switch being made), only ready to check.
          const state =
            s.id === current
              ? t('signup.sidebar.current')
              : s.id === 'confirm'
                ? s.unlocked
                  ? t('signup.sidebar.ready')
                  : t('signup.sidebar.locked')
                : s.unlocked && s.valid
                  ? t('signup.sidebar.done')
                  : t('signup.sidebar.locked');
          return (
            <li
              key={s.id}
              data-section-item={s.id}
              aria-current={s.id === current ? 'step' : undefined}
              style={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'space-between',
                gap: 8,
                padding: '8px 0',
                borderTop: index === 0 ? undefined : '1px solid #e0e0e0',
              }}
            >
              <span>
                <span style={{ fontWeight: s.id === current ? 700 : 500 }}>
                  {index + 1}. {title}
                </span>
                <br />
                <Typography component="span" variant="body2" color="text.secondary">
                  {state}
                </Typography>
              </span>
              {s.unlocked && s.id !== current ? (
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => onChange(s.id)}
                  aria-label={t('signup.sidebar.changeLabel', { section: title })}
                  data-change={s.id}
                >
                  {t('signup.sidebar.change')}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
    </Box>
  );
}
