import { useState } from 'react';
import { useT } from '../../core/i18n';
import type { FaqEntry } from '../../core/schemas/faq';
import { Loaded, useLoad } from '../../core/ui/Loaded';
import { useGuardSession } from '../session';
import { answerParagraphs, loadFaq, searchFaq, visibleFaqEntries } from './faq';
import { SearchField } from '../../core/ui/SearchField';
import { useOpenDetails } from './useOpenDetails';

/**
 * /faq (spec 2 §2, §6): the questions of the FAQ file the active role sees, each expandable (a
 * native details element, so it opens with the keyboard as with the mouse), with a search over the
 * question and the answer that announces Found N question(s) or No matching questions found. and
 * opens the matches.
 */
export function FaqPage() {
  const t = useT();
  const session = useGuardSession();
  const faq = useLoad(() => loadFaq(), t('faq.loadFailed'));
  // The guard shows this page only when signed in.
  const activeRole = session.status === 'signed-in' ? session.permissions.activeRole : null;
  return (
    <div className="shell-faq">
      <h1>{t('faq.heading')}</h1>
      <Loaded state={faq}>
        {(entries) => {
          const visible = visibleFaqEntries(entries, activeRole);
          return visible.length === 0 ? <p>{t('faq.empty')}</p> : <Questions entries={visible} />;
        }}
      </Loaded>
    </div>
  );
}

function Questions({ entries }: { entries: FaqEntry[] }) {
  const t = useT();
  const [search, setSearch] = useState('');
  // A search opens its matches; the reader opens and closes any of them afterwards.
  const open = useOpenDetails<FaqEntry>();
  const searching = search.trim() !== '';
  const shown = searchFaq(entries, search);

  const changeSearch = (value: string) => {
    setSearch(value);
    open.openOnly(value.trim() === '' ? [] : searchFaq(entries, value));
  };

  return (
    <>
      <SearchField
        label={t('faq.search.label')}
        value={search}
        onChange={changeSearch}
        found={searching ? (shown.length === 0 ? t('faq.noMatches') : t('faq.found', { count: shown.length })) : ''}
      />
      {shown.length > 0 ? (
        <ul className="shell-faq__list">
          {shown.map((entry) => (
            <li key={entries.indexOf(entry)}>
              <details className="shell-faq__entry" open={open.isOpen(entry)} onToggle={(event) => open.toggle(entry, event.currentTarget.open)}>
                <summary>{entry.question}</summary>
                {answerParagraphs(entry.answer).map((paragraph, index) => (
                  <p key={index}>{paragraph}</p>
                ))}
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
