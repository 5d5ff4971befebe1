import type { FastifyPluginAsync } from "fastify";
import type { TypeBoxTypeProvider } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Core } from "../../core.js";
import { NoContent } from "../../../shared/api/common.js";
import { AdminPort, Port, PortCreateBody, PortIdParams, PortPatchBody } from "../../../shared/api/ports.js";
import { adminPorts, createPort, deletePort, publicPorts, updatePort } from "./service.js";

const tags = ["ports"];

/** Destination ports: the public list buyers pick from, and the administrators' CRUD. */
export const portsRoutes =
  (core: Core): FastifyPluginAsync =>
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

    app.get(
      "/api/ports",
      {
        config: { access: "public" },
        schema: {
          operationId: "listPorts",
          summary: "Active destination ports, in order",
          tags,
          response: { 200: Type.Array(Port) },
        },
      },
      async () => publicPorts(core),
    );

    app.get(
      "/api/admin/ports",
      {
        config: { access: "admin" },
        schema: {
          operationId: "listAdminPorts",
          summary: "All destination ports, with active and position",
          tags,
          response: { 200: Type.Array(AdminPort) },
        },
      },
      async () => adminPorts(core),
    );

    app.post(
      "/api/admin/ports",
      {
        config: { access: "admin" },
        schema: {
          operationId: "createPort",
          summary: "Add a destination port (last unless a position is given)",
          tags,
          body: PortCreateBody,
          response: { 201: AdminPort },
        },
      },
      async (request, reply) => reply.status(201).send(await createPort(core, request.body)),
    );

    app.patch(
      "/api/admin/ports/:port_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "updatePort",
          summary: "Change a destination port (any field, position included)",
          tags,
          params: PortIdParams,
          body: PortPatchBody,
          response: { 200: AdminPort },
        },
      },
      async (request) => updatePort(core, request.params.port_id, request.body),
    );

    app.delete(
      "/api/admin/ports/:port_id",
      {
        config: { access: "admin" },
        schema: {
          operationId: "deletePort",
          summary: "Delete a destination port (orders keep its name)",
          tags,
          params: PortIdParams,
          response: { 204: NoContent },
        },
      },
      async (request, reply) => {
        await deletePort(core, request.params.port_id);
        return reply.status(204).send();
      },
    );
  };
