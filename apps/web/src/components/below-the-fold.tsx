import type { ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { AfterFirstScreen } from './after-first-screen';

/**
 * A part of a page below the first screen, drawn once the browser is idle after the first screen over a placeholder
 * that keeps its place (components/after-first-screen.tsx). `minHeight`: the placeholder's, about the part's own, so
 * that what follows it does not move when it is drawn.
 */
export function BelowTheFold({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  return <AfterFirstScreen placeholder={<Skeleton h="100%" mih={minHeight} aria-hidden />}>{children}</AfterFirstScreen>;
}
