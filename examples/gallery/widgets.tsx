/**
 * The widget gallery: one area's named example states (`?area=charges`; the first area without
 * it), each in a frame of its own (state.html), since every state has its own session and API.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GALLERY_AREAS } from './widget-states';

const query = new URLSearchParams(location.search);
const chosen = GALLERY_AREAS.find((area) => area.area === query.get('area')) ?? GALLERY_AREAS[0];

function container(id: string): Element {
  const element = document.getElementById(id);
  if (!element) throw new Error(`The widget gallery page is missing #${id}.`);
  return element;
}

function Areas() {
  return (
    <ul>
      {GALLERY_AREAS.map((area) => (
        <li key={area.area}>
          <a href={`?area=${encodeURIComponent(area.area)}`} aria-current={area === chosen ? 'page' : undefined}>
            {area.title}
          </a>
        </li>
      ))}
    </ul>
  );
}

function States() {
  if (!chosen) return null;
  return (
    <section className="gallery-part" aria-labelledby="area-heading" data-area={chosen.area}>
      <h2 id="area-heading">{chosen.title}</h2>
      {chosen.states.map((state) => (
        <section key={state.name} className="gallery-example" aria-labelledby={`state-${state.name}`} data-state={state.name}>
          <h3 id={`state-${state.name}`}>{state.name}</h3>
          <iframe
            className="gallery-frame"
            title={`${chosen.title}: ${state.name}`}
            src={`state.html?area=${encodeURIComponent(chosen.area)}&state=${encodeURIComponent(state.name)}`}
          />
        </section>
      ))}
    </section>
  );
}

document.title = `${chosen?.title ?? 'Widgets'} | Portico widgets gallery`;
createRoot(container('areas')).render(
  <StrictMode>
    <Areas />
  </StrictMode>,
);
createRoot(container('widget-states')).render(
  <StrictMode>
    <States />
  </StrictMode>,
);
