export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>
        The smallest page the App Router can serve: one heading and one paragraph, prerendered at build time, with
        Next&apos;s own runtime and nothing else. Every performance figure of the site is read against this page.
      </p>
    </main>
  );
}
