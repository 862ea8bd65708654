import Counter from './counter';

export default function Page() {
  return (
    <main>
      <h1>Floor</h1>
      <p>The smallest App Router page with one client island.</p>
      <Counter />
    </main>
  );
}
