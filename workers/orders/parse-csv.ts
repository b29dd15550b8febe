// CSV as the import reads it (docs/decisions/orders.md "Orders in bulk"): UTF-8 text, `;` or `,` between
// fields (Excel writes `;` where the decimal mark is a comma, as in Russia), fields in double quotes may hold
// the separator, line breaks and "" for a quote. Every value stays text: the import decides what a number is,
// so a phone or a postal code keeps its leading zeros.

/** The separator of the header line: the one of `;` and `,` that occurs more often outside quotes. */
export function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return semicolons >= commas && semicolons > 0 ? ';' : ',';
}

/** The records of the text (a BOM at its start dropped), each a list of fields; a last empty line adds none. */
export function parseCsv(input: string, separator: ';' | ',' = detectSeparator(input)): string[][] {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else field += ch;
      i++;
      continue;
    }
    if (ch === '"' && field === '') quoted = true;
    else if (ch === separator) {
      record.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (ch === '\r' && text[i + 1] === '\n') i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || record.length) {
    record.push(field);
    records.push(record);
  }
  return records;
}
