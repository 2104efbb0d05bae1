import { defineRoute, type RouteDef } from '../../kernel/route.ts';
import * as C from './contracts.ts';
import * as svc from './service.ts';

const tags = ['tasks'];
const auth = 'auth' as const;

/** Tasks of a centre's staff (the owner and admins see every task of the centre, trainers theirs and the ones they created). */
export const taskRoutes: RouteDef[] = [
  defineRoute({
    method: 'get', path: '/task', summary: "Tasks the caller may see: view mine (assigned to me, the default), created (by me) or all; filter by status (or not-done), overdue, search; overdue first",
    tags, auth, permission: 'TASK_INDEX', query: C.TaskListQuery, response: C.TaskList,
    handler: async ({ ctx, query }) => ({ data: await svc.listTasks({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/task/assignees', summary: "The centre's active staff a task may be given to (trainers, admins, the coaching owner)",
    tags, auth, permission: 'TASK_INDEX', query: C.AssigneeQuery, response: C.AssigneeList,
    handler: async ({ ctx, query }) => ({ data: await svc.listAssignees({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'get', path: '/task/link-options', summary: 'What a task may be linked to: up to 20 of the centre\'s targets of a kind (answers waiting for a trainer, students, contacts, deals, live classes) matching a name or id',
    tags, auth, permission: 'TASK_INDEX', query: C.LinkOptionsQuery, response: C.LinkOptionList,
    handler: async ({ ctx, query }) => ({ data: await svc.listLinkOptions({ ctx, input: query }) }),
  }),
  defineRoute({
    method: 'post', path: '/task', summary: 'A new task: title, notes, assignee (staff of the centre), due time with its zone, priority, link to what it concerns; notifies the assignee',
    tags, auth, permission: 'TASK_STORE', body: C.TaskBody, response: C.TaskRecord,
    handler: async ({ ctx, body }) => ({ data: await svc.createTaskVerb({ ctx, input: body }), status: 201, message: 'Task created.' }),
  }),
  defineRoute({
    method: 'get', path: '/task/:id', summary: 'One task with its assignee, author and link',
    tags, auth, permission: 'TASK_INDEX', params: C.IdParams, response: C.TaskRecord,
    handler: async ({ ctx, params }) => ({ data: await svc.showTask({ ctx, input: params }) }),
  }),
  defineRoute({
    method: 'put', path: '/task/:id', summary: 'Change a task: any field; status moves open, in-progress, done (a done task reopens to open); a new assignee is notified',
    tags, auth, permission: 'TASK_UPDATE', params: C.IdParams, body: C.TaskUpdateBody, response: C.TaskRecord,
    handler: async ({ ctx, params, body }) => ({ data: await svc.updateTask({ ctx, input: { ...body, id: params.id } }), message: 'Task saved.' }),
  }),
  defineRoute({
    method: 'delete', path: '/task/:id', summary: 'Delete a task (its author or a manager)',
    tags, auth, permission: 'TASK_DESTROY', params: C.IdParams,
    handler: async ({ ctx, params }) => ({ data: await svc.deleteTask({ ctx, input: params }), message: 'Task deleted.' }),
  }),
];
