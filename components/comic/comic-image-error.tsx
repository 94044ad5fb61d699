/** The inline red box that replaces a comic panel whose image failed to load, with its source and a hint. */
export function ComicImageError({ src }: { src: string }) {
  return (
    <div
      role="alert"
      className="flex h-full w-full flex-col items-center justify-center gap-2 border-2 border-destructive bg-destructive p-6 text-center text-destructive-foreground"
    >
      <p className="text-lg font-bold">Image failed to load</p>
      <p className="text-sm break-all">
        Source: <code>{src}</code>
      </p>
      <p className="text-sm">Try refreshing the page or check your internet connection</p>
    </div>
  );
}
