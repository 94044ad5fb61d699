"use client";

import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";
import { Icon, type IconName } from "@/components/ui/icons";

const options: { value: string; label: string; icon: IconName }[] = [
  { value: "system", label: "System theme", icon: "monitor" },
  { value: "light", label: "Light theme", icon: "sun" },
  { value: "dark", label: "Dark theme", icon: "moon" },
];

const noop = () => () => {};

/** True once hydrated: the stored theme is unknown on the server. */
function useHydrated() {
  return useSyncExternalStore(noop, () => true, () => false);
}

export function ThemeToggle() {
  const { theme, setTheme } = useTheme();
  const hydrated = useHydrated();

  return (
    <div role="group" aria-label="Colour theme" className="flex items-center rounded-lg border border-border p-0.5">
      {options.map((option) => {
        const active = hydrated && theme === option.value;
        return (
          <button
            key={option.value}
            type="button"
            aria-label={option.label}
            aria-pressed={active}
            title={option.label}
            onClick={() => setTheme(option.value)}
            className={`grid size-8 place-items-center rounded-md transition-colors sm:size-9 ${
              active ? "bg-accent text-accent-foreground" : "text-muted hover:text-foreground"
            }`}
          >
            <Icon name={option.icon} size={18} />
          </button>
        );
      })}
    </div>
  );
}
