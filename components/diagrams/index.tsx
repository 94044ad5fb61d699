/**
 * The diagram registry: content names a diagram by key (lib/diagrams/names)
 * and these server components draw it. The Record type makes a key without a
 * drawing a type error.
 */
import type { ComponentType } from "react";
import type { DiagramName } from "@/lib/diagrams/names";
import { BmcStaffScheduling } from "./bmc-staff-scheduling";
import { IceScore } from "./ice-score";
import { JobsToBeDoneForces } from "./jobs-to-be-done-forces";
import { MoscowEffort } from "./moscow-effort";
import { OkrScoring } from "./okr-scoring";
import { OstMealKitTree } from "./ost-meal-kit-tree";
import { UserStoryMap } from "./user-story-map";
import { ValuePropositionCanvasDiagram } from "./value-proposition-canvas";

export const diagrams: Record<DiagramName, ComponentType> = {
  "jobs-to-be-done-forces": JobsToBeDoneForces,
  "moscow-effort": MoscowEffort,
  "ice-score": IceScore,
  "value-proposition-canvas": ValuePropositionCanvasDiagram,
  "user-story-map": UserStoryMap,
  "okr-scoring": OkrScoring,
  "ost-meal-kit-tree": OstMealKitTree,
  "bmc-staff-scheduling": BmcStaffScheduling,
};

/** Draws the diagram registered under `name`. */
export function Diagram({ name }: { name: DiagramName }) {
  const Drawing = diagrams[name];
  return <Drawing />;
}
