/** psql lines that log in as the cluster's superuser and keep its socket folder in `:dir`. */
const asSuperuser = `\\c - postgres
select setting as dir from pg_settings where name = 'unix_socket_directories' \\gset`;

/**
 * Hostile SQL questions: each tries to leave its own database and role, or to reach the server's
 * sandbox through a superuser's COPY ... PROGRAM, and claims what it prints when that works.
 */
export const postgresQuestions = () => [
  {
    id: 'pg-logs-in-as-superuser',
    runner: 'postgres',
    code: `${asSuperuser}
select rolsuper from pg_roles where rolname = current_user;`,
    expected: 't',
  },
  {
    id: 'pg-connects-to-another-database',
    runner: 'postgres',
    code: `\\c postgres
select current_database();`,
    expected: 'postgres',
  },
  {
    id: 'pg-plants-a-table-in-template1',
    runner: 'postgres',
    code: `\\c template1 postgres
create table planted (note text);
insert into planted values ('in every new database');
create database planted_probe;
\\c planted_probe
select note from planted;`,
    expected: 'in every new database',
  },
  {
    id: 'pg-runs-a-shell-without-cpu-limit',
    runner: 'postgres',
    code: `${asSuperuser}
create temp table o (line text);
copy o from program 'ulimit -t';
select line from o;`,
    expected: 'unlimited',
  },
  {
    id: 'pg-leaves-a-loop-in-the-server',
    runner: 'postgres',
    code: `${asSuperuser}
\\set loop 'setsid -f sh -c "sleep 3; echo late > ' :dir '/late" </dev/null >/dev/null 2>&1; echo left behind'
create temp table o (line text);
copy o from program :'loop';
select line from o;`,
    expected: 'left behind',
  },
  {
    id: 'pg-fills-the-socket-folder',
    runner: 'postgres',
    code: `${asSuperuser}
\\set big :dir '/big'
copy (select repeat('x', 50 * 1024 * 1024)) to :'big';
select (pg_stat_file(:'big')).size;`,
    expected: String(50 * 1024 * 1024 + 1),
  },
];
