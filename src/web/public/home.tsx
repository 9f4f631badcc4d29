import type { Route } from './+types/home';

export async function loader({ context }: Route.LoaderArgs) {
  return { articles: await context.services.latestArticles('informasi_penelitian', 3) };
}

export function meta() {
  return [{ title: 'P3M UNIM' }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container py-4">
      <h1>P3M UNIM</h1>
      <ul>
        {loaderData.articles.map((article) => (
          <li key={article.id}>{article.title}</li>
        ))}
      </ul>
    </section>
  );
}
