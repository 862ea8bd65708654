'use client';

import { useState } from 'react';

/** The floor's one client island, like the smallest page of the site: a button that counts. */
export default function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Pressed {count} times
    </button>
  );
}
