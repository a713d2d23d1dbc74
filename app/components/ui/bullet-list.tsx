/** A bulleted list of sentences from the content; each is its own key, as no list repeats a sentence. */
export function BulletList({ items, className = "" }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={`list-disc ${className}`}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
