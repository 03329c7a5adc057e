/**
 * One icon of the option icon set. The markup is trusted: GET /admin/icons answers SVG files that
 * our own server reads from the lucide-static package, never text an owner or customer typed.
 */
export function OptionIcon({ svg }: { svg: string | undefined }) {
  if (!svg) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: our server's own icon files (see above).
  return <span className="option-icon" aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />;
}
