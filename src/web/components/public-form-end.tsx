/**
 * The end of a public form sent without script (a survey at /kuisioner/<slug>, a complaint at /komplain):
 * the hidden field against bots, the submit button and the privacy note.
 */
export function PublicFormEnd({
  honeypotField,
  honeypotLabel,
  submit,
  privacy,
}: {
  /** The field a person never fills: out of sight and out of reach of keyboards and screen readers. */
  honeypotField: string;
  honeypotLabel: string;
  submit: string;
  privacy: string;
}) {
  return (
    <>
      <div className="survey-honeypot" aria-hidden="true">
        <label htmlFor={honeypotField}>{honeypotLabel}</label>
        <input type="text" id={honeypotField} name={honeypotField} tabIndex={-1} autoComplete="off" />
      </div>
      <button type="submit" className="btn btn-primary btn-lg survey-submit">
        {submit}
      </button>
      <p className="survey-privacy">{privacy}</p>
    </>
  );
}
