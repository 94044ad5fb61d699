import type { ReactNode } from "react";

export const cardClasses =
  "rounded-2xl border border-border bg-surface-raised p-6 shadow-sm transition-shadow hover:shadow-md";

export function Card({ children, className = "", as: Tag = "div" }: { children: ReactNode; className?: string; as?: "div" | "article" | "li" | "section" }) {
  return <Tag className={`${cardClasses} ${className}`}>{children}</Tag>;
}
