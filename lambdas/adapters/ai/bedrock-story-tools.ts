// The Converse tools the writer makes the model call: their input schemas are the plan and page shapes (the zod
// schemas of story-prompts.ts as JSON Schema), so the answer arrives as structured tool input, not as free text.
import * as z from 'zod';
import type { ToolConfiguration } from '../aws/bedrock-runtime-client';
import { pageSchema, planSchema } from './story-prompts';
import type { ToolChoiceSupport } from './bedrock-models';

export const PLAN_TOOL = 'write_book_plan';
export const PAGE_TOOL = 'write_book_page';

type JsonSchema = Record<string, unknown>;

/** A zod schema as the JSON Schema a tool's `inputSchema.json` takes (the input side: colours before lowercasing). */
export function toolInputSchema(schema: z.ZodType): JsonSchema {
  // `$schema` names the draft; Bedrock's tool schemas do not need it and some models' validators reject unknown keys.
  const { $schema: _draft, ...json } = z.toJSONSchema(schema, { io: 'input' }) as JsonSchema;
  return json;
}

/** The plan's schema, narrowed to this book: exactly `pageCount` pages, indices 0 to pageCount − 1. */
export function planInputSchema(pageCount: number): JsonSchema {
  const json = toolInputSchema(planSchema);
  const properties = json.properties as Record<string, JsonSchema>;
  const pages = properties.pages!;
  const item = pages.items as JsonSchema;
  const itemProperties = item.properties as Record<string, JsonSchema>;
  return {
    ...json,
    properties: {
      ...properties,
      pages: {
        ...pages,
        minItems: pageCount,
        maxItems: pageCount,
        // The scene is the picture prompt, in English whatever the book's language: asked for on every page.
        items: {
          ...item,
          properties: { ...itemProperties, index: { ...itemProperties.index, minimum: 0, maximum: pageCount - 1 } },
          required: [...new Set([...((item.required as string[] | undefined) ?? []), 'scene'])],
        },
      },
    },
  };
}

/**
 * The one tool, made as compulsory as the model allows: named (Claude 3 and later, Nova), `any` (Mistral Large), or
 * only offered (`auto`: no toolChoice; the prompt asks for it) — API reference, Runtime, "ToolChoice".
 */
const forced = (name: string, description: string, json: JsonSchema, choice: ToolChoiceSupport): ToolConfiguration => ({
  tools: [{ toolSpec: { name, description, inputSchema: { json } } }],
  ...(choice === 'tool' ? { toolChoice: { tool: { name } } } : choice === 'any' ? { toolChoice: { any: {} } } : {}),
});

export const planTool = (pageCount: number, choice: ToolChoiceSupport = 'tool'): ToolConfiguration =>
  forced(PLAN_TOOL, "Records the picture book's plan: title, summary, the hero's character sheet and one entry per page.", planInputSchema(pageCount), choice);

export const pageTool = (choice: ToolChoiceSupport = 'tool'): ToolConfiguration =>
  forced(PAGE_TOOL, "Records one page of the picture book: its short heading and its text.", toolInputSchema(pageSchema), choice);

/** The sentence added to the prompt so that models which read tool choice loosely still answer through the tool. */
export const answerWithTool = (name: string) => `Give your answer by calling the ${name} tool; write nothing else.`;
