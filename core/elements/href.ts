/**
 * The link a host configured for one area, with this record's values filled in. Links between
 * areas (charges to statement, news to the dashboard) are href templates that the host sets as
 * attributes, such as `statement-href="/my-account/statement?account={accountId}"`: each
 * `{name}` is replaced by `values[name]`, URL-encoded. Answers undefined when there is no template
 * or when a placeholder has no value, so the element shows no link rather than a broken one.
 * @example hrefFrom('/my-account/statement?account={accountId}', { accountId: 'A 1' }) // '/my-account/statement?account=A%201'
 */
export function hrefFrom(template: string | undefined, values: Record<string, string>): string | undefined {
  if (!template) return undefined;
  let missing = false;
  const href = template.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) {
      missing = true;
      return '';
    }
    return encodeURIComponent(value);
  });
  return missing ? undefined : href;
}
