import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { QuestionCard } from '../components/question-card';
import { fetchTopic } from '../lib/api';

export function loader({ params, request }: LoaderFunctionArgs) {
  // The API, not the app, decides which ids are valid, so a bad one gets the API's 400.
  return fetchTopic(params.id ?? '', request.signal);
}

export function Component() {
  const topic = useLoaderData<typeof loader>();
  const count = topic.questions.length;

  return (
    <>
      <title>{`${topic.name} – Quiz Dojo`}</title>
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">Quiz of {topic.name}</h1>
      {count === 0 ? (
        <p className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-600">
          This topic has no questions yet.
        </p>
      ) : (
        <ol className="mt-8 flex flex-col gap-6">
          {topic.questions.map((question, index) => (
            <QuestionCard key={question.id} question={question} number={index + 1} />
          ))}
        </ol>
      )}
      <footer className="mt-10 border-t border-slate-200 pt-6 text-slate-700">Total Quiz: {count}</footer>
    </>
  );
}
