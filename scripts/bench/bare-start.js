// The cold-start baseline: a bare Fastify server that opens the same SQLite database and answers
// /api/quiz/:id from it, and nothing else. What any Fastify server on this database pays to start,
// so that our start is judged as a ratio to it, measured in the same run on the same machine.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(process.env.DATABASE_URL.replace(/^file:/, ''), { fileMustExist: true });
const topic = db.prepare('select id, name from topics where id = ?');
const questions = db.prepare('select * from questions where topic_id = ? order by position');
const app = Fastify();
app.get('/api/quiz/:id', (request, reply) => {
  const id = Number(request.params.id);
  const found = topic.get(id);
  if (!found) return reply.code(404).send({ status: false, message: 'not found', data: null });
  return reply.send({ status: true, message: 'ok', data: { ...found, questions: questions.all(id) } });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
