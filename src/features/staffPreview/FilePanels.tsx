/**
 * What a journey file states and what it resolves to: a card that extends others is shown resolved
 * (bases merged, parameters replaced) next to its file as written; a template, which is never shown by
 * itself, is shown as written with the cards that extend it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { CardFile, CardOverlay, Journey } from '../../../engine/core/index.js';
import { JsonBlock } from './PreviewPanels.js';
import { label } from './labels.js';

/** The card ids a card file extends. */
function basesOf(source: CardFile | CardOverlay): string[] {
  if (!('extends' in source) || source.extends === undefined) return [];
  const refs = Array.isArray(source.extends) ? source.extends : [source.extends];
  return refs.map((ref) => (typeof ref === 'string' ? ref : ref.card));
}

/** The repository path of every card that extends the card or template `id`. */
function extendedBy(journey: Journey, root: string, id: string): Array<{ id: string; path: string }> {
  const sources = [
    ...[...journey.cards.values()].map((card) => ({
      id: card.file.id,
      path: card.path,
      source: card.source,
    })),
    ...[...journey.templates].map(([templateId, t]) => ({ id: templateId, path: t.path, source: t.source })),
  ];
  return sources
    .filter(({ source }) => basesOf(source).includes(id))
    .map((card) => ({ id: card.id, path: `${root}/${card.path}` }));
}

function previewHref(path: string): string {
  return `?file=${encodeURIComponent(path)}`;
}

/** The file as written and, for a card that extends others, the card it resolves to. */
export function CardFilePanel({ journey, root, cardId }: { journey: Journey; root: string; cardId: string }) {
  const card = journey.cards.get(cardId);
  if (!card) return null;
  const bases = basesOf(card.source);
  const users = extendedBy(journey, root, cardId);
  return (
    <Box component="section" aria-labelledby="preview-file" sx={{ mb: 4 }}>
      <Typography id="preview-file" component="h2" variant="h4" sx={{ mb: 2 }}>
        {label('staffPreview.fileHeading')}
      </Typography>
      {bases.length > 0 ? (
        <Typography sx={{ mb: 1 }}>
          {label('staffPreview.extendsNote', { bases: bases.join(', ') })}
        </Typography>
      ) : null}
      <ExtendedBy users={users} />
      <Typography component="h3" variant="h6">
        {label('staffPreview.asWritten')}
      </Typography>
      <JsonBlock value={card.source} name={label('staffPreview.asWritten')} />
      {bases.length > 0 ? (
        <>
          <Typography component="h3" variant="h6" sx={{ mt: 2 }}>
            {label('staffPreview.resolvedCard')}
          </Typography>
          <JsonBlock value={card.file} name={label('staffPreview.resolvedCard')} />
        </>
      ) : null}
    </Box>
  );
}

/** A template: as written, and the cards that extend it (each previewable). */
export function TemplatePanel({ journey, root, id }: { journey: Journey; root: string; id: string }) {
  const template = journey.templates.get(id);
  if (!template) return null;
  return (
    <Box component="section" aria-labelledby="preview-file" sx={{ mb: 4 }}>
      <Typography id="preview-file" component="h2" variant="h4" sx={{ mb: 2 }}>
        {label('staffPreview.fileHeading')}
      </Typography>
      <Typography sx={{ mb: 1 }}>{label('staffPreview.templateNote')}</Typography>
      <ExtendedBy users={extendedBy(journey, root, id)} />
      <Typography component="h3" variant="h6">
        {label('staffPreview.asWritten')}
      </Typography>
      <JsonBlock value={template.source} name={label('staffPreview.asWritten')} />
    </Box>
  );
}

function ExtendedBy({ users }: { users: Array<{ id: string; path: string }> }) {
  if (users.length === 0) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography>{label('staffPreview.extendedBy')}</Typography>
      <Box component="ul" sx={{ mt: 0.5 }}>
        {users.map((user) => (
          <li key={user.path}>
            <Link href={previewHref(user.path)}>{user.path}</Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
