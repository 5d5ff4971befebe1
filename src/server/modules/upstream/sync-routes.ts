/** Automatic sync (api.md "Automatic sync"): the sync rules and the sync agent's runs, admin only. */
import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import type { Core } from "../../core.js";
import { NoContent } from "../../../shared/api/common.js";
import {
  SyncRule,
  SyncRuleBody,
  SyncRuleListQuery,
  SyncRulePage,
  SyncRuleParams,
  SyncRulePatch,
  SyncRunAccepted,
  SyncRunListQuery,
  SyncRunPage,
} from "../../../shared/api/sync.js";
import { errors } from "../../plugins/openapi.js";
import { createRule, deleteRule, listRules, updateRule } from "./sync-rules-service.js";
import { listSyncRuns, requestSyncRun } from "./sync-service.js";

const tags = ["upstream"];
const admin = { access: "admin" as const };

export const syncRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/admin/sync-rules",
      {
        config: admin,
        schema: {
          operationId: "listSyncRules",
          summary: "The sync rules (what the sync agent imports), oldest first",
          tags,
          querystring: SyncRuleListQuery,
          response: { 200: SyncRulePage },
        },
      },
      async (request) => listRules(core, request.query),
    );

    app.post(
      "/api/admin/sync-rules",
      {
        config: admin,
        schema: {
          operationId: "createSyncRule",
          summary: "Add a sync rule; its complex must be one the upstream lists",
          tags,
          body: SyncRuleBody,
          response: { 201: SyncRule, ...errors(409, 502) },
        },
      },
      async (request, reply) => reply.status(201).send(await createRule(core, request.body)),
    );

    app.patch(
      "/api/admin/sync-rules/:rule_id",
      {
        config: admin,
        schema: {
          operationId: "updateSyncRule",
          summary: "Change a sync rule (or switch it on or off)",
          tags,
          params: SyncRuleParams,
          body: SyncRulePatch,
          response: { 200: SyncRule, ...errors(409, 502) },
        },
      },
      async (request) => updateRule(core, request.params.rule_id, request.body),
    );

    app.delete(
      "/api/admin/sync-rules/:rule_id",
      {
        config: admin,
        schema: {
          operationId: "deleteSyncRule",
          summary: "Delete a sync rule (cars it imported stay)",
          tags,
          params: SyncRuleParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await deleteRule(core, request.params.rule_id);
        return reply.status(204).send();
      },
    );

    app.post(
      "/api/admin/sync-runs",
      {
        config: admin,
        schema: {
          operationId: "startSyncRun",
          summary: "Start a sync run now (202); 409 while one is going on",
          tags,
          response: { 202: SyncRunAccepted, ...errors(409) },
        },
      },
      async (_request, reply) => {
        const run = await requestSyncRun(core);
        return reply.status(202).send({ run_id: run.id, status: "running" as const });
      },
    );

    app.get(
      "/api/admin/sync-runs",
      {
        config: admin,
        schema: {
          operationId: "listSyncRuns",
          summary: "Recent sync runs with their figures, newest first (a running one with its progress)",
          tags,
          querystring: SyncRunListQuery,
          response: { 200: SyncRunPage },
        },
      },
      async (request) => listSyncRuns(core, request.query),
    );
  };
