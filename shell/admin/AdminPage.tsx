import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useT } from '../../core/i18n';
import type { Development } from '../../core/schemas/developments';
import { $developments } from '../../core/stores/developments';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { styleRef } from '../../core/ui/styles';
import { navigate } from '../router';
import type { PageProps } from '../routes';
import { ADMIN_SECTIONS, adminPath, isAdminSection, type AdminSection } from './paths';
import { SECTION_RECORDS, type SectionProps } from './sections';

// Each section's screen in a chunk of its own, loaded when first opened: the news editor alone
// outweighs the rest of the staff area.
const SECTION_VIEWS = Object.fromEntries(
  ADMIN_SECTIONS.map((each) => [each, lazy<ComponentType<SectionProps>>(() => SECTION_RECORDS[each].load().then((view) => ({ default: view })))]),
) as Partial<Record<AdminSection, ComponentType<SectionProps>>>;

// The staff area's own CSS, adopted where it renders, so it travels in the area's chunk.
const adminCss = `
.shell-admin { display: grid; gap: 1.5rem; }
.shell-admin h1, .shell-admin h2, .shell-admin p { margin: 0; }
.shell-admin__eyebrow { color: var(--_p-text-muted); }
.shell-admin__nav ul, .shell-admin__picker { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; margin: 0; padding: 0; list-style: none; }
.shell-admin__picker { flex-direction: column; }
.shell-admin__nav a[aria-current='page'] { font-weight: 700; text-decoration-thickness: 0.2em; }
.shell-admin__section { display: grid; gap: 1rem; }
.shell-admin__muted { color: var(--_p-text-muted); }
.shell-admin__list { margin: 0; padding-inline-start: 1.25rem; display: grid; gap: 0.5rem; }
.shell-admin__editor { display: grid; gap: 2rem; align-items: start; }
@media (min-width: 60rem) { .shell-admin__editor { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); } .shell-admin__preview { position: sticky; inset-block-start: 1rem; } }
.shell-admin fieldset { border: 0; margin: 0 0 1rem; padding: 0; }
.shell-admin legend { font-weight: 600; margin-block-end: 0.5rem; padding: 0; }
.shell-admin__day { display: flex; flex-wrap: wrap; gap: 0 1rem; align-items: end; }
.shell-admin__day > legend { inline-size: 100%; }
.shell-admin__check { display: flex; gap: 0.5rem; align-items: center; margin-block-end: 0.75rem; min-block-size: 1.5rem; }
.shell-admin__check input { inline-size: 1.25rem; block-size: 1.25rem; margin: 0; }
.shell-admin__preview { display: grid; gap: 0.75rem; padding: 1rem; border: 1px solid var(--_p-border); border-radius: 0.5rem; }
.shell-admin__preview h3 { margin: 0; }
.shell-admin__preview-days { margin: 0; padding: 0; list-style: none; display: grid; gap: 0.5rem; }
`;

/**
 * /admin, /admin/{developmentId}/{section} and /admin/{developmentId}/{section}/{recordId}: the
 * staff area (spec 1 §2, admins only). /admin picks one of the developments the staff member
 * works in (with only one, it goes straight there); a development's page names it and links to
 * its sections, each a plain address to bookmark and share.
 */
export function AdminPage({ page }: PageProps) {
  const t = useT();
  const { developmentId, section, recordId } = page.params as { developmentId?: string; section?: string; recordId?: string };
  return (
    // portico-ui: the ui's colour tokens (light and dark) for the muted texts.
    <div ref={styleRef(adminCss)} className="portico-ui shell-admin">
      <Loaded state={useResource($developments, t('errors.developments'))}>
        {(developments) =>
          developmentId === undefined ? (
            <DevelopmentPicker developments={developments} />
          ) : (
            <DevelopmentArea developments={developments} developmentId={developmentId} section={section} recordId={recordId} search={page.search} />
          )
        }
      </Loaded>
    </div>
  );
}

/** /admin: the developments the staff member works in; with only one, its facilities at once. */
function DevelopmentPicker({ developments }: { developments: readonly Development[] }) {
  const t = useT();
  const only = developments.length === 1 ? developments[0] : undefined;
  // One development leaves nothing to pick: its address replaces /admin, so Back skips the picker.
  useEffect(() => {
    if (only) navigate(adminPath(only.id, 'facilities'), true);
  }, [only]);
  if (only) return null;
  return (
    <>
      <h1>{t('routes.admin')}</h1>
      {developments.length === 0 ? (
        <p>{t('admin.picker.empty')}</p>
      ) : (
        <nav aria-labelledby="shell-admin-picker">
          <h2 id="shell-admin-picker">{t('developments.picker.label')}</h2>
          <ul className="shell-admin__picker">
            {developments.map((development) => (
              <li key={development.id}>
                <a href={adminPath(development.id, 'facilities')}>{development.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </>
  );
}

interface AreaProps {
  developments: readonly Development[];
  developmentId: string;
  section: string | undefined;
  recordId: string | undefined;
  search: Record<string, string>;
}

/** A development's part of the staff area: its name, its sections' links and the section shown. */
function DevelopmentArea({ developments, developmentId, section, recordId, search }: AreaProps) {
  const t = useT();
  const development = developments.find((each) => each.id === developmentId);
  const backToPicker =
    developments.length > 1 ? (
      <p>
        <a href="/admin">{t('admin.picker.back')}</a>
      </p>
    ) : null;
  if (!development || !isAdminSection(section)) {
    return (
      <>
        <h1>{t('admin.notFound.title')}</h1>
        <p>{t(development ? 'admin.notFound.section' : 'admin.notFound.development')}</p>
        <p>
          <a href={development ? adminPath(development.id, 'facilities') : '/admin'}>{t(development ? 'admin.notFound.toDevelopment' : 'admin.notFound.toStaffArea', { development: development?.name ?? '' })}</a>
        </p>
      </>
    );
  }
  const Section = SECTION_VIEWS[section];
  return (
    <>
      <div>
        <p className="shell-admin__eyebrow">{t('routes.admin')}</p>
        <h1>{development.name}</h1>
      </div>
      {backToPicker}
      <nav className="shell-admin__nav" aria-label={t('admin.nav.label')}>
        <ul>
          {ADMIN_SECTIONS.map((each) => (
            <li key={each}>
              <a href={adminPath(development.id, each)} aria-current={each === section ? 'page' : undefined}>
                {t(SECTION_RECORDS[each].name)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <Suspense fallback={<Spinner />}>
        {Section ? <Section development={development} developments={developments} recordId={recordId} search={search} /> : null}
      </Suspense>
    </>
  );
}
