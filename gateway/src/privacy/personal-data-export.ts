import type { CommercePersonalData } from './commerce-personal-data.ts';
import type { PersonalDataSection, PersonalDataSubject } from './personal-data.ts';

/** The export file's format, named in it so a reader (or a later version) knows what it holds. */
export const exportFormat = 'nails-personal-data/1';

/** The file a customer downloads: commerce's part as commerce answered it, the gateway's by section. */
export interface PersonalDataExport {
  format: typeof exportFormat;
  exportedAt: string;
  commerce: CommercePersonalData;
  gateway: Record<string, unknown>;
}

/** Every section of the gateway's own state, each asked for the subject at once; a failing one fails the export. */
export async function personalDataExport(
  subject: PersonalDataSubject,
  commerce: CommercePersonalData,
  sections: readonly PersonalDataSection[],
  now: Date = new Date(),
): Promise<PersonalDataExport> {
  // A partial file would tell her the shop holds less than it does (GDPR Art. 15): all or nothing.
  const parts = await Promise.all(
    sections.map(async (section) => [section.name, await section.exportFor(subject)]),
  );
  return {
    format: exportFormat,
    exportedAt: now.toISOString(),
    commerce,
    gateway: Object.fromEntries(parts),
  };
}
