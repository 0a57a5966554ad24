/**
 * Run before every API test file: the test card gateway is off unless switched on (config.ts), and the tests
 * pay with its card numbers, so the harness switches it on, as the e2e server and a development start do.
 */
import { configurePayments } from "../infra/payments.ts";

configurePayments({ testCardGateway: true });
