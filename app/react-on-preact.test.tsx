import * as React from 'react';
import * as compat from 'preact/compat';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';

describe('react, as the app and React Router get it', () => {
  it('is Preact compat, with the React 19 hooks it lacks declared undefined', () => {
    expect(React.useState).toBe(compat.useState);
    expect(React.createElement).toBe(compat.createElement);
    expect((React as Record<string, unknown>).use).toBeUndefined();
    expect((React as Record<string, unknown>).useOptimistic).toBeUndefined();
  });

  it('runs React Router, which falls back when useOptimistic is undefined (its RouterProvider uses it)', async () => {
    const router = createMemoryRouter([
      { path: '/', element: <h1>Home</h1> },
      { path: '/topics', element: <h1>Topics</h1> },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading')).toHaveTextContent('Home');
    await act(() => router.navigate('/topics'));
    expect(await screen.findByRole('heading')).toHaveTextContent('Topics');
  });
});
