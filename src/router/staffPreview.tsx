import type { ComponentType } from 'react';
import { PageHeading } from '../components/PageHeading';
import { t } from '../i18n/t';

// The staff preview page is written by the engine-react work; a glob (not a plain import) keeps the
// build working before that file exists.
const modules = import.meta.glob<{ default: ComponentType }>('../features/staffPreview/StaffPreviewPage.tsx');

function Placeholder() {
  return <PageHeading>{t('page.staffPreview.title')}</PageHeading>;
}

/** Loads the hidden staff preview page, or a placeholder heading until it exists. */
export function staffPreviewPage(): Promise<{ default: ComponentType }> {
  const load = Object.values(modules)[0];
  return load ? load() : Promise.resolve({ default: Placeholder });
}
