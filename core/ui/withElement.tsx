import type { ReactNode } from 'react';

/**
 * A catalogue text with one value shown as an element (a link) rather than as text: the text is
 * made with a marker in the value's place and split around it, so the words stay the catalogue's
 * in every language.
 * @example withElement((phone) => t('requests.phone.outOfHours', { phone }), <a href={telHref(phone)}>{phone}</a>)
 */
export function withElement(text: (value: string) => string, element: ReactNode): ReactNode {
  const marker = '\u2063portico\u2063';
  const [before = '', ...after] = text(marker).split(marker);
  return (
    <>
      {before}
      {element}
      {after.join(marker)}
    </>
  );
}
