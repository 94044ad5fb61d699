/**
 * The blocks long-form content is written in (paragraphs, lists, callouts,
 * tables, cards, drawn diagrams), rendered by one component. In a file of
 * their own because both schemas.ts and text.ts build on them: text.ts counts
 * the words schemas.ts's refines require, and neither may import the other
 * back.
 */
import { z } from "zod";
import { diagramNames } from "@/lib/diagrams/names";

/** Blocks of long-form content, rendered by one component. */
export const contentBlockSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("p"), text: z.string().min(1) }),
  z.object({ kind: z.literal("ul"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ kind: z.literal("ol"), items: z.array(z.string().min(1)).min(1) }),
  z.object({ kind: z.literal("callout"), title: z.string().optional(), text: z.string().min(1) }),
  z.object({
    kind: z.literal("table"),
    caption: z.string().min(1),
    headers: z.array(z.string()).min(2),
    rows: z.array(z.array(z.string())).min(1),
  }),
  z.object({
    kind: z.literal("cards"),
    items: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
  }),
  /**
   * A drawn figure (components/diagrams), by key, with a visible caption. The
   * drawing repeats content the page also gives as text or a table, so the
   * caption says where that is.
   */
  z.object({ kind: z.literal("diagram"), name: z.enum(diagramNames), caption: z.string().min(1) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;
