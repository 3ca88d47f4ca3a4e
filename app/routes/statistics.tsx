// A later issue turns this into real statistics; the spec's placeholder shows only the word.
export function Component() {
  return (
    <>
      <title>Statistics – Quiz Dojo</title>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">statistics</h1>
    </>
  );
}
