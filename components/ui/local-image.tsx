import type { ComponentProps } from "react";

type LocalImageProps = Omit<ComponentProps<"img">, "src" | "alt" | "width" | "height"> & {
  /** A path under public/, e.g. `/frameworks/kaizen.svg`. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The page's largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
};

/**
 * An image the site serves itself (all of them are SVGs, which next/image
 * passes through unoptimised anyway). A plain server-rendered <img> with its
 * intrinsic size (no layout shift) ships no JavaScript, where next/image adds
 * about 5 KiB of client code to every page that shows one.
 */
export function LocalImage({ src, alt, width, height, priority = false, ...rest }: LocalImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see the comment above: SVGs gain nothing from next/image.
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      {...rest}
    />
  );
}
