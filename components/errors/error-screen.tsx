import type { ReactNode } from "react";

/** Centred message of the error screen (route-error-view.tsx). */
export function ErrorScreen({ code, title, children }: { code?: string; title: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      {code ? <p className="text-6xl font-extrabold text-primary">{code}</p> : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </div>
  );
}
