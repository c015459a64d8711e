import { useEffect, useState } from 'react';
import { useT } from '../../core/i18n';
import type { Development } from '../../core/schemas';
import { $developments } from '../../core/stores';
import { Loaded, useResource } from '../../core/ui/Loaded';
import { Spinner } from '../../core/ui/Spinner';
import { navigate } from '../router';
import { SearchField } from '../../core/ui/SearchField';
import { developmentPath, searchDevelopments, tileSize } from './developments';

/**
 * /developments (spec 1 §2 Developments list): a search by name and a tile grid of the user's
 * developments (the first tile large, the second medium), each tile leading to its news tab. A
 * user with exactly one development goes straight to it.
 */
export function DevelopmentsPage() {
  const t = useT();
  const developments = useResource($developments, t('errors.developments'));
  return (
    <div className="shell-developments">
      <h1>{t('routes.developments')}</h1>
      <Loaded state={developments}>
        {(list) =>
          list.length === 0 ? <p>{t('developments.empty.none')}</p> : list.length === 1 ? <StraightTo development={list[0]!} /> : <Tiles developments={list} />
        }
      </Loaded>
    </div>
  );
}

/** spec 1 §2: with exactly one development the list is skipped; replace, so Back does not return to it. */
function StraightTo({ development }: { development: Development }) {
  const t = useT();
  useEffect(() => navigate(developmentPath(development.id), true), [development.id]);
  return <Spinner label={t('common.loading')} />;
}

function Tiles({ developments }: { developments: Development[] }) {
  const t = useT();
  const [search, setSearch] = useState('');
  const shown = searchDevelopments(developments, search);
  const searching = search.trim() !== '';
  return (
    <>
      <SearchField
        label={t('developments.search.label')}
        value={search}
        onChange={setSearch}
        found={searching ? (shown.length === 0 ? t('developments.empty.search') : t('developments.search.count', { count: shown.length })) : ''}
        hideFound={searching && shown.length > 0}
      />
      {shown.length > 0 ? (
        <ul className="shell-tiles">
          {shown.map((development, index) => (
            <li key={development.id} className={`shell-tile shell-tile--${tileSize(index)}`}>
              {/* The name and the address say what the picture shows, so it is decoration here (WCAG H2: no repeated link text). */}
              {development.imgUrl ? <img className="shell-tile__image" src={development.imgUrl} alt="" loading="lazy" /> : null}
              <h2 className="shell-tile__name">
                {/* The link covers the whole tile (shell.css), the name stays its whole accessible name. */}
                <a href={developmentPath(development.id)}>{development.name}</a>
              </h2>
              {development.addressString ? <p className="shell-tile__address">{development.addressString}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
