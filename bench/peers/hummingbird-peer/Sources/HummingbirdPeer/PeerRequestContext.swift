import Hummingbird
import NIOCore

/// Hummingbird's basic context plus the client's address, which the access line reports as `remote`.
/// Its `requestDecoder` and `responseEncoder` are Hummingbird's defaults, Foundation's `JSONDecoder` and
/// `JSONEncoder`.
struct PeerRequestContext: RequestContext, RemoteAddressRequestContext {
    var coreContext: CoreRequestContextStorage
    let remoteAddress: SocketAddress?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
