// What every language-model writer asks for: the system, plan and page prompts, and the JSON shapes the answers must
// have (the zod schemas that validate them). Bedrock and OpenAI-compatible writers share them.
import * as z from 'zod';
import type { PageText, StoryBrief, StoryPlan, WritePageInput } from '../../ports/story-model';
import { slugify } from './slug';
import { AGE_GUIDANCE, LANGUAGE_NAMES, SAFETY_RULES, TONE_GUIDANCE } from './story-guidance';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour').transform((c) => c.toLowerCase());
const text = (max: number) => z.string().trim().min(1).max(max);

/** The plan the plan prompt asks for (the slug is made from the title, not asked for). */
export const planSchema = z.object({
  title: text(120),
  summary: text(600),
  characterSheet: z.object({
    name: text(60),
    kind: text(60),
    bodyColor: hexColor,
    accentColor: hexColor,
    outfit: text(200),
    feature: text(200),
    description: text(900),
  }),
  pages: z
    .array(z.object({ index: z.number().int().min(0), outline: text(800), scene: text(900).optional() }))
    .min(1),
});

/** The plan a model answered, as the workflow keeps it: pages in order, the slug made from the title. */
export function storyPlanFrom(plan: z.output<typeof planSchema>, brief: StoryBrief): StoryPlan {
  const pages = [...plan.pages].sort((a, b) => a.index - b.index);
  return {
    title: plan.title,
    summary: plan.summary,
    slug: slugify(plan.title, brief.bookId),
    characterSheet: plan.characterSheet,
    pages: pages.map((p) => ({ index: p.index, outline: p.outline, ...(p.scene ? { scene: p.scene } : {}) })),
  };
}

/** The cover's text is the title page: no model is asked for it. */
export const coverPageText = (plan: StoryPlan): PageText => ({ title: plan.title, content: plan.summary });

/** One page's text, as the page prompt asks for it. */
export const pageSchema = z.object({ title: text(120), content: text(2000) });

/** Pulls the JSON object out of a model reply (tolerates ```json fences and chatter around it). */
export function extractJson(reply: string): unknown {
  const unfenced = reply.replace(/```(?:json)?/gi, '');
  const start = unfenced.indexOf('{');
  const end = unfenced.lastIndexOf('}');
  if (start < 0 || end <= start) throw new SyntaxError('no JSON object in the reply');
  return JSON.parse(unfenced.slice(start, end + 1));
}

export function systemPrompt(brief: StoryBrief): string {
  return [
    "You are an award-winning children's picture book author.",
    `Write in ${LANGUAGE_NAMES[brief.language]}. ${AGE_GUIDANCE[brief.ageRange]}`,
    `The tone is ${TONE_GUIDANCE[brief.tone]}.`,
    SAFETY_RULES,
    'Answer with one JSON object only, no commentary.',
  ].join(' ');
}

export function planPrompt(brief: StoryBrief): string {
  const storyPages = brief.pageCount - 1;
  return [
    `Plan a picture book from this story idea: """${brief.storyIdea}"""`,
    `The book has ${brief.pageCount} pages: page 0 is the cover, pages 1 to ${storyPages} tell the story with a clear arc (beginning, problem, attempts, resolution, ending).`,
    "Take the hero's name and kind from the idea when it gives them, and reuse the idea's own words.",
    'Return JSON with exactly these fields:',
    `{"title": "book title in ${LANGUAGE_NAMES[brief.language]}, at most 60 characters",`,
    ` "summary": "one-sentence summary in ${LANGUAGE_NAMES[brief.language]}",`,
    ' "characterSheet": {"name": "hero name", "kind": "species or kind in English", "bodyColor": "#rrggbb", "accentColor": "#rrggbb",',
    '   "outfit": "what the hero always wears, in English", "feature": "one distinctive mark, in English",',
    '   "description": "one English paragraph fixing the hero\'s look (colours, outfit, feature, proportions) for an illustrator"},',
    ` "pages": [{"index": 0, "outline": "what happens", "scene": "English description of the picture: place, time of day, what the hero does"}, … exactly ${brief.pageCount} entries, index 0 to ${storyPages}]}`,
  ].join('\n');
}

export function pagePrompt({ brief, plan, index }: WritePageInput): string {
  const outlines = plan.pages
    .filter((p) => p.index > 0)
    .map((p) => `${p.index}. ${p.outline}`)
    .join('\n');
  const page = plan.pages.find((p) => p.index === index);
  return [
    `Book title: ${plan.title}`,
    `Summary: ${plan.summary}`,
    `Hero: ${plan.characterSheet.name}, ${plan.characterSheet.kind}.`,
    `Story idea: """${brief.storyIdea}"""`,
    `Page outlines:\n${outlines}`,
    `Write page ${index} of ${brief.pageCount - 1}: ${page?.outline ?? ''}`,
    `Return JSON: {"title": "short page heading in ${LANGUAGE_NAMES[brief.language]}", "content": "the page text in ${LANGUAGE_NAMES[brief.language]}"}`,
  ].join('\n');
}
