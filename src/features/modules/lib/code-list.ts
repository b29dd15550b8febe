// Lists of CRM codes (additional services, stores) typed as one line: "express, fitting".

export const codeListText = (codes: readonly string[] | undefined): string => (codes ?? []).join(', ');

export const codeListOf = (text: string): string[] => [...new Set(text.split(/[,;\n]/).map((code) => code.trim()).filter(Boolean))];
