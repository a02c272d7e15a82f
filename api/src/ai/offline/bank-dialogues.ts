import { CATEGORIES, type CategoryName } from '@ccl/shared/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { BankDialogue } from '../../content/schema.js';
import type { Database } from '../../db/database.js';
import { categories, dialogues, dialogueSegments } from '../../db/schema.js';

/**
 * The offline provider's generateDialogue: no model writes a new dialogue, so the candidate gets
 * one from the reviewed content bank that they have not practised yet — in the category asked for
 * when there is one left there, else in the category they have practised least. When they have
 * practised every bank dialogue of the language, the one practised longest ago comes round again.
 */

export class NoBankDialogueError extends Error {
  constructor(readonly language: string) {
    super(`The content bank has no dialogue in ${language}.`);
    this.name = 'NoBankDialogueError';
  }
}

interface BankEntry {
  id: number;
  bankKey: string | null;
  title: string;
  description: string;
  category: string;
}

const titleKey = (title: string) => title.trim().toLowerCase();

function categoryRank(name: string): number {
  const i = (CATEGORIES as readonly string[]).indexOf(name);
  return i === -1 ? CATEGORIES.length : i;
}

/** Which bank dialogue to give; `practised` maps a title to its recency (0 = the most recent). */
export function chooseBankDialogue(bank: BankEntry[], category: string, practised: Map<string, number>): BankEntry | undefined {
  const fresh = bank.filter((d) => !practised.has(titleKey(d.title)));
  if (fresh.length === 0) {
    // Everything practised: the least recently practised one.
    return [...bank].sort((a, b) => practised.get(titleKey(b.title))! - practised.get(titleKey(a.title))! || a.id - b.id)[0];
  }
  const asked = fresh.filter((d) => d.category === category);
  if (asked.length > 0) return asked[0];
  const practisedPerCategory = new Map<string, number>();
  for (const d of bank)
    if (practised.has(titleKey(d.title))) practisedPerCategory.set(d.category, (practisedPerCategory.get(d.category) ?? 0) + 1);
  const count = (d: BankEntry) => practisedPerCategory.get(d.category) ?? 0;
  return [...fresh].sort((a, b) => count(a) - count(b) || categoryRank(a.category) - categoryRank(b.category) || a.id - b.id)[0];
}

/**
 * `generateDialogue` over the bank in the database (AiProvider's signature). `avoidTitles` are the
 * titles the candidate has practised, the most recently practised first.
 */
export function bankDialogues(db: Database) {
  return async function generateDialogue(
    language: string,
    category: CategoryName,
    options: { avoidTitles?: string[] } = {},
  ): Promise<BankDialogue> {
    const bank = await db
      .select({
        id: dialogues.id,
        bankKey: dialogues.bankKey,
        title: dialogues.title,
        description: dialogues.description,
        category: categories.name,
      })
      .from(dialogues)
      .innerJoin(categories, eq(categories.id, dialogues.categoryId))
      .where(and(eq(dialogues.source, 'bank'), eq(dialogues.language, language), isNull(dialogues.retiredAt)))
      .orderBy(asc(dialogues.id));
    const practised = new Map<string, number>();
    (options.avoidTitles ?? []).forEach((title, recency) => {
      if (!practised.has(titleKey(title))) practised.set(titleKey(title), recency);
    });
    const chosen = chooseBankDialogue(bank, category, practised);
    if (!chosen) throw new NoBankDialogueError(language);

    const segments = await db
      .select({
        segmentOrder: dialogueSegments.segmentOrder,
        speakerRole: dialogueSegments.speakerRole,
        speakerLanguage: dialogueSegments.speakerLanguage,
        sourceText: dialogueSegments.sourceText,
        expectedTargetText: dialogueSegments.expectedTargetText,
      })
      .from(dialogueSegments)
      .where(eq(dialogueSegments.dialogueId, chosen.id))
      .orderBy(asc(dialogueSegments.segmentOrder));
    // Back to the bank's shape: each speaker turn (odd order) with the interpretation that follows it.
    const turns = segments
      .filter((s) => s.segmentOrder % 2 === 1)
      .map((speaker) => ({
        role: speaker.speakerRole,
        language: speaker.speakerLanguage,
        text: speaker.sourceText,
        interpretation: speaker.expectedTargetText ?? segments.find((s) => s.segmentOrder === speaker.segmentOrder + 1)?.sourceText ?? '',
      }));
    return {
      key: chosen.bankKey ?? `generated-${chosen.id}`,
      category: chosen.category as CategoryName,
      title: chosen.title,
      description: chosen.description,
      turns,
    };
  };
}
