/**
 * SQL text as a span may carry it: the statement's shape with every literal replaced by `?`.
 *
 * The embedded event store and the session keys write their values into the statement text as
 * escaped literals (PGlite behind pglite-socket mixes up concurrent extended-protocol messages,
 * see gateway/src/account/session-keys.ts), so a recorded statement holds session ids, cookie
 * hashes and sealed tokens. Logs may not carry those, so spans may not either (the redaction rule
 * of README "telemetry"). Identifiers, keywords and `$1` placeholders stay: an operator still sees
 * which statement ran and against which table.
 *
 * Hand-written: the OpenTelemetry SQL helpers (`@opentelemetry/sql-common`) only add comments,
 * and no maintained sanitiser for PostgreSQL's literal forms (E'…', $tag$…$tag$) runs on Node 20
 * with our OpenTelemetry line. A small scanner, not a parser: it only has to find where literals
 * start and end.
 */
export function sanitizeSql(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const char = text[i]!;
    const next = text[i + 1];
    if (char === '-' && next === '-') {
      // A comment can carry anything (a query tag, a copied value): dropped.
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (char === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (char === "'") {
      out += '?';
      i = endOfQuoted(text, i + 1, isEscapeString(text, i));
    } else if (char === '$' && /[A-Za-z_$]/.test(next ?? '')) {
      const tag = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(text.slice(i));
      if (tag) {
        const end = text.indexOf(tag[0], i + tag[0].length);
        out += '?';
        i = end === -1 ? text.length : end + tag[0].length;
      } else {
        out += char;
        i += 1;
      }
    } else if (char === '"') {
      // A quoted identifier: a name, kept whole.
      const end = text.indexOf('"', i + 1);
      const stop = end === -1 ? text.length : end + 1;
      out += text.slice(i, stop);
      i = stop;
    } else if (/[0-9]/.test(char) && !/[A-Za-z0-9_$.]/.test(text[i - 1] ?? ' ')) {
      const number = /^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(text.slice(i))![0];
      out += '?';
      i += number.length;
    } else if (/[A-Za-z_]/.test(char)) {
      // A whole word, so digits inside names (emt_streams, v1) are never taken for numbers.
      const word = /^[A-Za-z_][A-Za-z0-9_$]*/.exec(text.slice(i))![0];
      // E'…', U&'…', B'…', X'…': the prefix belongs to the literal.
      if (text[i + word.length] === "'" && /^(e|b|x|n|u&?)$/i.test(word)) {
        i += word.length;
        continue;
      }
      out += word;
      i += word.length;
    } else {
      out += char;
      i += 1;
    }
  }
  // Literal lists (`IN (?, ?, ?)`, `VALUES (?, ?), (?, ?)`) vary with the data: one shape.
  return out
    .replace(/\?(\s*,\s*\?)+/g, '?, …')
    .replace(/\s+/g, ' ')
    .trim();
}

function isEscapeString(text: string, quote: number): boolean {
  return /(^|[^A-Za-z0-9_])[eE]$/.test(text.slice(Math.max(0, quote - 2), quote));
}

/** The index just past the closing quote of a literal whose content starts at `from`. */
function endOfQuoted(text: string, from: number, backslashEscapes: boolean): number {
  let i = from;
  while (i < text.length) {
    const char = text[i];
    if (backslashEscapes && char === '\\') {
      i += 2;
    } else if (char === "'") {
      if (text[i + 1] === "'") i += 2;
      else return i + 1;
    } else {
      i += 1;
    }
  }
  return text.length;
}
