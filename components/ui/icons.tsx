/**
 * A small, hand-picked icon set (24px stroke icons) so pages ship no icon
 * library. Icons are decorative: they are hidden from assistive technology,
 * and the text beside them carries the meaning.
 */
import type { SVGProps } from "react";
import { defined } from "@/lib/defined-props";
import { iconPaths as paths } from "@/lib/icons/paths";

export type IconName = keyof typeof paths;
export function isIconName(name: string): name is IconName {
  return name in paths;
}

type IconProps = Omit<SVGProps<SVGSVGElement>, "strokeWidth"> & { name: IconName | string; size?: number; strokeWidth?: number };

/**
 * The stroke style every icon shares (no fill, current colour, 1.8 wide,
 * round ends and joins) is one rule in app/globals.css (`.icon`), not six
 * attributes on each: a page carries a few dozen icons, and each attribute
 * is written twice (the HTML and the RSC payload that hydrates it). A
 * heavier stroke is an inline style, since the rule outranks attributes.
 */
export function Icon({ name, size = 20, className, strokeWidth, style, ...rest }: IconProps) {
  const d = isIconName(name) ? paths[name] : paths.file;
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      className={className ? `icon ${className}` : "icon"}
      {...defined({ style: strokeWidth === undefined ? style : { ...style, strokeWidth } })}
      {...rest}
    >
      <path d={d} />
    </svg>
  );
}
