/**
 * The line under a public form's button that says what its answers are used for, linking the
 * privacy statement where the site has one (the contact, complaints and newsletter forms).
 */
export function PrivacyLine(
  props: { class: string; text: string; linkText: string; path: string },
) {
  return (
    <p class={props.class}>
      {
        // One string with its space: two text nodes would split the server's one when hydrated.
        props.path ? `${props.text} ` : props.text
      }
      {props.path ? <a href={props.path}>{props.linkText}</a> : null}
    </p>
  );
}
