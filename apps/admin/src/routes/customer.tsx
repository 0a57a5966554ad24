import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { customerDetailQueryOptions } from "../lib/customers.ts";
import { isOwner, useSession } from "../lib/session.ts";
import { CustomerServiceOnly } from "../components/layout/CustomerServiceOnly.tsx";
import { PageHeader } from "../components/ui/PageHeader.tsx";
import { ErrorNotice, Loading, Notice } from "../components/ui/Notice.tsx";
import { CustomerActions } from "../components/customers/CustomerActions.tsx";
import { CustomerAddresses, CustomerCart, CustomerOrders, CustomerProfile, CustomerWishlist } from "../components/customers/CustomerRecord.tsx";

const route = getRouteApi("/signed-in/shell/customers/$id");

function Customer({ id }: { id: number }) {
  const { staff } = useSession();
  const customer = useQuery(customerDetailQueryOptions(id));
  const title = customer.data ? customer.data.name || customer.data.email : `Customer ${id}`;
  return (
    <>
      <PageHeader title={title} documentTitle={title}>
        {customer.data && customer.data.name ? <p className="text-sm text-slate-600">{customer.data.email}</p> : null}
      </PageHeader>
      <ErrorNotice error={customer.error} className="mb-4" />
      {customer.data ? (
        <div className="flex flex-col gap-8">
          <CustomerActions customer={customer.data} canErase={isOwner(staff.role)} />
          <CustomerProfile customer={customer.data} />
          <CustomerOrders customer={customer.data} />
          <CustomerAddresses customer={customer.data} />
          <div className="grid gap-8 lg:grid-cols-2">
            <CustomerCart customer={customer.data} />
            <CustomerWishlist customer={customer.data} />
          </div>
        </div>
      ) : customer.isPending ? (
        <Loading label="Loading the customer…" />
      ) : null}
    </>
  );
}

export default function CustomerScreen() {
  const { id } = route.useParams();
  const customerId = /^\d{1,10}$/.test(id) ? Number(id) : null;
  return (
    <CustomerServiceOnly title="Customer">
      <Link to="/customers" className="mb-2 inline-block text-sm text-indigo-800 hover:underline">
        ← All customers
      </Link>
      {customerId === null ? (
        <>
          <PageHeader title="Customer" documentTitle="Customer" />
          <Notice tone="warning">There is no customer at this address.</Notice>
        </>
      ) : (
        <Customer id={customerId} />
      )}
    </CustomerServiceOnly>
  );
}
