import { useEffect, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { useT } from '../i18n';

/**
 * How long typing must pause before the count is announced: a screen reader hears the count once
 * the user stops, not after every keystroke (GOV.UK character count).
 * @example setTimeout(announce, COUNT_ANNOUNCE_DELAY_MS)
 */
export const COUNT_ANNOUNCE_DELAY_MS = 1000;

/**
 * Props of `CharacterCount`.
 * @example const props: CharacterCountProps = { id: 'message', value, max: 500, onChange: setValue };
 */
export interface CharacterCountProps {
  id: string;
  value: string;
  /** The most characters allowed (a core/schemas limit). */
  max: number;
  onChange: (value: string) => void;
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Ids of the hint and the error, from `Field`. */
  'aria-describedby'?: string | undefined;
  'aria-invalid'?: true | undefined;
  className?: string | undefined;
  rows?: number;
  disabled?: boolean;
  textareaRef?: Ref<HTMLTextAreaElement>;
  part?: string;
}

/**
 * A textarea with a live countdown (message at most 500 with a countdown): "N
 * characters remaining", or "N characters too many" once over, with the count of characters
 * (plural forms from the catalogue). The text is not cut at the limit, so nothing pasted is lost
 * and the user sees by how much it is over; the form refuses it on submit. The count shown is the
 * textarea's description; a polite live region repeats it after a pause in typing.
 * @example <CharacterCount id={id} value={message} max={TICKET_MESSAGE_MAX} onChange={setMessage} />
 */
export function CharacterCount({ id, value, max, onChange, onBlur, textareaRef, part, rows = 5, disabled, ...control }: CharacterCountProps) {
  const t = useT();
  const countId = `${id}-count`;
  const left = max - value.length;
  const text = left >= 0 ? t('requests.charactersRemaining', { remaining: left }) : t('requests.charactersTooMany', { over: -left });
  const [announced, setAnnounced] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <textarea
        ref={textareaRef}
        id={id}
        className={control.className ?? 'portico-input'}
        part={part}
        rows={rows}
        value={value}
        disabled={disabled}
        aria-invalid={control['aria-invalid']}
        aria-describedby={[control['aria-describedby'], countId].filter(Boolean).join(' ')}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.currentTarget.value)}
        onBlur={onBlur}
      />
      <p id={countId} className={`portico-requests__count${left < 0 ? ' portico-requests__count--over' : ''}`} part="countdown">
        {text}
      </p>
      <p className="portico-visually-hidden" role="status" aria-live="polite">
        {announced}
      </p>
    </>
  );
}
