import type { ReactNode } from 'react';

/** The open layout centres a narrow column (sign-in forms); a quiz needs the width of the screen. */
export function WidePublicFrame({ children }: { children: ReactNode }) {
  return <div className="relative left-1/2 w-[min(64rem,calc(100vw-2rem))] -translate-x-1/2">{children}</div>;
}
