import { Outlet } from 'react-router';

export default function PublicLayout() {
  return (
    <>
      <header className="border-bottom">
        <nav className="container py-2" aria-label="Menu utama">
          <a href="/">P3M UNIM</a>
        </nav>
      </header>
      <main id="konten">
        <Outlet />
      </main>
      <footer className="border-top py-3 text-center">P3M UNIM</footer>
    </>
  );
}
