/**
 * What a block of the editor needs of the comments (issue 32): how many open threads it has and
 * how to open them. A context rather than a prop, so the memoised blocks (./block_item.tsx) stay
 * as they are and only a change of the comments draws them again.
 */
import { createContext } from "react";

export interface BlockComments {
  /** Open threads by block key. */
  openCounts: ReadonlyMap<string, number>;
  open(blockKey: string): void;
}

export const BlockCommentsContext = createContext<BlockComments | null>(null);
