export default function HomePage() {
  return <h1 className="text-2xl font-bold">Home feed</h1>;
}
