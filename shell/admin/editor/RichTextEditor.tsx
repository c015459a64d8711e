/**
 * What the rich-text editor takes: the HTML it starts from and reports on each change, and what a
 * form field gives its control (an id for the label, the describing hint or error, invalid).
 */
export interface RichTextEditorProps {
  id: string;
  /** The id of the element that labels the editor (the field's label). */
  labelledBy: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * The staff area's rich-text editor (news descriptions, pages): HTML in, HTML out. Small to
 * import: the editor's own code loads when it first shows.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <textarea
      id={props.id}
      aria-labelledby={props.labelledBy}
      aria-describedby={props.describedBy}
      aria-invalid={props.invalid || undefined}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      onBlur={props.onBlur}
    />
  );
}
