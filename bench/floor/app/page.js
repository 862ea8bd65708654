export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest possible App Router page.</p>
    </main>
  );
}
