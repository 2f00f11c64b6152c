// A small well-formedness check for the SVG the offline illustrator draws before rasterising it: balanced tags,
// quoted attributes, escaped text.

export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<\/([A-Za-z][\w:.-]*)\s*>|<([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*(\/?)>|<|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/g;
  let match: RegExpExecArray | null;
  while ((match = token.exec(xml))) {
    const [whole, closing, opening, , selfClosing] = match;
    if (whole.startsWith('<!--') || whole.startsWith('<?')) continue;
    if (whole === '<') problems.push(`stray "<" at ${match.index}`);
    else if (whole === '&') problems.push(`unescaped "&" at ${match.index}`);
    else if (closing) {
      const open = stack.pop();
      if (open !== closing) problems.push(`</${closing}> closes <${open ?? 'nothing'}> at ${match.index}`);
    } else if (opening && !selfClosing) stack.push(opening);
  }
  if (stack.length > 0) problems.push(`unclosed: ${stack.join(', ')}`);
  return problems;
}
